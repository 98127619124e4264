import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/Badge';
import type { CreditedPackage, Credits, DataNotice, PackageList } from './types';

const PRE = 'mt-2 max-w-full overflow-x-auto whitespace-pre-wrap break-words rounded-lg border border-line bg-surface-muted p-3 font-mono text-xs leading-relaxed text-ink';

// The notices' HTML (rendered at build time from our NOTICE.md files) styled from here.
const NOTICE_BODY = [
  'text-sm leading-relaxed text-ink',
  '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_h4]:mt-6 [&_h4]:font-display [&_h4]:text-base [&_h4]:font-semibold',
  '[&_h5]:mt-5 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:font-semibold',
  '[&_a]:break-all [&_a]:text-primary-ink [&_a]:underline',
  '[&_code]:rounded [&_code]:bg-surface-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.85em]',
  '[&_details]:mt-3 [&_summary]:cursor-pointer [&_summary]:font-medium [&_summary]:text-primary-ink',
  `[&_pre]:mt-2 [&_pre]:overflow-x-auto [&_pre]:whitespace-pre-wrap [&_pre]:break-words [&_pre]:rounded-lg [&_pre]:border [&_pre]:border-line [&_pre]:bg-surface-muted [&_pre]:p-3 [&_pre]:font-mono [&_pre]:text-xs`,
].join(' ');

function NoticeCard({ notice }: { notice: DataNotice }) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6">
      <h3 id={titleId} className="font-display text-lg font-semibold text-ink">
        {notice.title}
      </h3>
      {/* Our own committed NOTICE.md, rendered at build time: never user or model text. */}
      <div className={NOTICE_BODY} dangerouslySetInnerHTML={{ __html: notice.html }} />
    </article>
  );
}

/** "MIT 41 · Apache-2.0 12 · ...": the licences of a list, most common first. */
export function licenceSummary(packages: CreditedPackage[]): string {
  const counts = new Map<string, number>();
  for (const p of packages) counts.set(p.licence, (counts.get(p.licence) ?? 0) + 1);
  return [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([licence, n]) => `${licence} ${n}`)
    .join(' · ');
}

function PackageRow({ item, texts }: { item: CreditedPackage; texts: string[] }) {
  return (
    <li className="border-b border-line last:border-b-0">
      <details className="group">
        <summary className="flex cursor-pointer flex-wrap items-baseline gap-x-3 gap-y-1 px-4 py-2.5 hover:bg-surface-muted">
          <span className="font-medium text-ink">{item.name}</span>
          <span className="text-sm text-ink-muted">{item.version}</span>
          <Badge className="ml-auto">{item.licence}</Badge>
        </summary>
        <div className="px-4 pb-4">
          {item.notices.length === 0 ? (
            <p className="text-sm text-ink-muted">The package ships no licence file; its package.json states {item.licence}.</p>
          ) : (
            item.notices.map((n) => (
              <div key={n.file} className="mt-2">
                <p className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{n.file}</p>
                <pre className={PRE}>{texts[n.text]}</pre>
              </div>
            ))
          )}
        </div>
      </details>
    </li>
  );
}

function Packages({ list, label }: { list: PackageList; label: string }) {
  return (
    <>
      <p className="mt-2 text-sm text-ink-muted">{licenceSummary(list.packages)}</p>
      <ul aria-label={label} className="mt-4 overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
        {list.packages.map((p) => (
          <PackageRow key={`${p.name}@${p.version}`} item={p} texts={list.texts} />
        ))}
      </ul>
    </>
  );
}

/** genlicences' name for the standard library (not a module). */
const GO_STD = 'Go standard library';

// scroll-mt: the sticky header does not cover a section reached from the links above.
const SECTION_TITLE = 'scroll-mt-24 font-display text-2xl font-semibold text-ink';

/** The Credits and licences page: the notices the licences of our data and software ask for. */
export function CreditsView({ credits }: { credits: Credits }) {
  const { dataNotices, goModules, npmPackages } = credits;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <header className="mb-8">
        <h1 className="font-display text-3xl font-semibold text-ink">Credits and licences</h1>
        <p className="mt-2 max-w-prose text-ink-muted">
          Lorewright is built on the work of others: the game rules of the System Reference Document, word lists and language
          models, and open-source software. Their licences ask that these notices go with every copy.
        </p>
        <nav aria-label="On this page" className="mt-4">
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <a className="text-primary-ink underline" href="#game-content">Game content and language data</a>
            </li>
            <li>
              <a className="text-primary-ink underline" href="#web-software">Software in the app</a>
            </li>
            <li>
              <a className="text-primary-ink underline" href="#server-software">Software on the server</a>
            </li>
          </ul>
        </nav>
      </header>

      <section aria-labelledby="game-content" className="space-y-5">
        <h2 id="game-content" className={SECTION_TITLE}>
          Game content and language data
        </h2>
        {dataNotices.map((n) => (
          <NoticeCard key={n.file} notice={n} />
        ))}
      </section>

      <section aria-labelledby="web-software" className="mt-12">
        <h2 id="web-software" className={SECTION_TITLE}>
          Open-source software in the app
        </h2>
        {npmPackages ? (
          <>
            <p className="mt-2 max-w-prose text-ink-muted">
              The {npmPackages.packages.length} npm packages whose code is in this build of the web app. Open one for its licence
              text.
            </p>
            <Packages list={npmPackages} label="npm packages in the app" />
          </>
        ) : (
          <p className="mt-2 text-ink-muted">This list is written when the app is built: the development server has no bundle to list.</p>
        )}
      </section>

      <section aria-labelledby="server-software" className="mt-12">
        <h2 id="server-software" className={SECTION_TITLE}>
          Open-source software on the server
        </h2>
        <p className="mt-2 max-w-prose text-ink-muted">
          The Go standard library and the {goModules.packages.filter((p) => p.name !== GO_STD).length} Go modules compiled into Lorewright&apos;s server.
        </p>
        <Packages list={goModules} label="Go modules on the server" />
      </section>

      <p className="mt-12 text-sm text-ink-muted">
        <Link className="text-primary-ink underline" to="/">
          Back to Lorewright
        </Link>
      </p>
    </div>
  );
}
