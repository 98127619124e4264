import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/Button';
import {
  ArrowRightIcon,
  BookIcon,
  QuillIcon,
  ScaleIcon,
  ScrollIcon,
  ShieldIcon,
  SkullIcon,
  SparklesIcon,
  UserIcon,
  UsersIcon,
} from '../../components/ui/icons';
import { useSession } from '../../lib/session';

const FEATURES: Array<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: 'Campaign Generation',
    text: 'Outlines, plot hooks and story arcs for a full session in minutes, ready to refine in conversation.',
    icon: <ScrollIcon />,
  },
  {
    title: 'Character Creation',
    text: 'Rich backgrounds with history, personality, secrets and hooks that tie heroes to your world.',
    icon: <UserIcon />,
  },
  {
    title: 'Balance Analysis',
    text: 'Check encounter difficulty, party balance and pacing before your players sit down.',
    icon: <ScaleIcon />,
  },
  {
    title: 'Monster Re-skinning',
    text: 'Give a familiar stat block a new look, behaviour and lore without touching the numbers.',
    icon: <SkullIcon />,
  },
  {
    title: 'Writing Assistant',
    text: 'Grammar checking and style suggestions that know a Beholder from a typo.',
    icon: <QuillIcon />,
  },
  {
    title: 'Fantasy Name Generator',
    text: 'Names with meanings for every race and profession, from innkeepers to archmages.',
    icon: <BookIcon />,
  },
];

const BADGES: Array<{ label: string; icon: ReactNode }> = [
  { label: 'AI-Powered Writing', icon: <SparklesIcon /> },
  { label: 'Privacy First', icon: <ShieldIcon /> },
  { label: 'DM Community', icon: <UsersIcon /> },
];

function HeroTome() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md">
      <div className="absolute -inset-4 rotate-2 rounded-3xl bg-gold/20 blur-2xl" />
      <div className="relative rotate-1 rounded-2xl border border-line bg-surface p-6 shadow-2xl">
        <div className="mb-4 flex items-center justify-between">
          <span className="rounded-full bg-gold-soft px-2.5 py-0.5 text-xs font-semibold text-ink">Campaign</span>
          <span className="text-xs text-ink-muted">1,240 words · 7 min read</span>
        </div>
        <h3 className="font-display text-lg font-semibold text-ink">The Sunken Crypt of Vel&apos;Nareth</h3>
        <p className="mt-3 font-serif text-sm leading-relaxed text-ink-muted">
          Beneath the drowned abbey, lanterns still burn with a cold green flame. The party hears chanting where no
          living voice should be, and the tide is coming in…
        </p>
        <div className="mt-4 space-y-2">
          <div className="h-2 w-full rounded bg-surface-muted" />
          <div className="h-2 w-11/12 rounded bg-surface-muted" />
          <div className="h-2 w-4/5 rounded bg-surface-muted" />
        </div>
        <div className="mt-5 rounded-xl border border-info-line bg-info-bg p-3 text-xs text-info-ink">
          <p className="font-semibold">Style suggestion</p>
          <p className="mt-0.5">
            “The players must” → <span className="font-semibold">“The characters could”</span> keeps player agency.
          </p>
        </div>
        <div className="mt-3 flex gap-2">
          <span className="rounded-lg bg-primary px-3 py-1.5 text-xs font-semibold text-on-primary">Encounter 2 · Hard</span>
          <span className="rounded-lg border border-line px-3 py-1.5 text-xs text-ink-muted">Balance 86/100</span>
        </div>
      </div>
    </div>
  );
}

export default function LandingPage() {
  const { mode } = useSession();
  return (
    <div>
      <section className="mx-auto grid max-w-6xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 lg:grid-cols-2 lg:pt-20">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-gold/40 bg-gold-soft px-3 py-1 text-xs font-semibold uppercase tracking-wider text-ink">
            <SparklesIcon /> For Dungeon Masters &amp; storytellers
          </p>
          <h1 className="font-display text-4xl font-bold leading-tight text-ink sm:text-5xl">
            Forge legendary campaigns with <span className="text-primary-ink">Lorewright</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-ink-muted">
            The writing companion for D&amp;D 5e game masters: draft adventures, generate characters and monsters,
            check your prose and balance every encounter, all in one place.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/dashboard" className={buttonClass('primary', 'lg')}>
              Start Writing <ArrowRightIcon />
            </Link>
            <a href="#features" className={buttonClass('secondary', 'lg')}>
              Explore Features
            </a>
          </div>
          <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-3" aria-label="Why Lorewright">
            {BADGES.map((badge) => (
              <li key={badge.label} className="flex items-center gap-2 text-sm font-medium text-ink">
                <span className="flex size-8 items-center justify-center rounded-full bg-gold-soft text-base text-gold">{badge.icon}</span>
                {badge.label}
              </li>
            ))}
          </ul>
        </div>
        <HeroTome />
      </section>

      <section id="features" className="border-y border-line bg-surface/60 py-16" aria-labelledby="features-heading">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <div className="mx-auto max-w-2xl text-center">
            <h2 id="features-heading" className="font-display text-3xl font-semibold text-ink">
              Every tool a Dungeon Master needs
            </h2>
            <p className="mt-3 text-ink-muted">From the first plot hook to the final boss, Lorewright keeps your story sharp and your table balanced.</p>
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="group rounded-2xl border border-line bg-surface p-6 shadow-sm transition-shadow hover:shadow-md">
                <span className="flex size-11 items-center justify-center rounded-xl bg-primary/10 text-2xl text-primary-ink dark:bg-primary/20">{feature.icon}</span>
                <h3 className="mt-4 font-display text-lg font-semibold text-ink">{feature.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-muted">{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-linear-to-br from-[#9f1d20] to-[#4f0c12] px-8 py-12 text-center text-[#fff8ec] shadow-xl sm:px-16">
          <div aria-hidden="true" className="absolute -right-10 -top-10 size-48 rounded-full bg-gold/30 blur-2xl" />
          <h2 className="relative font-display text-3xl font-semibold">Your next adventure starts here</h2>
          <p className="relative mx-auto mt-3 max-w-xl opacity-90">
            Open the dashboard and write your first scene. No account needed to explore.
          </p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/dashboard" className={buttonClass('gold', 'lg')}>
              Start Your Campaign <ArrowRightIcon />
            </Link>
          </div>
          {mode !== 'signedIn' && (
            <p className="relative mt-6 text-sm opacity-90">
              You&apos;re exploring as a guest. Sign in to save your campaigns to your account.
            </p>
          )}
        </div>
      </section>

    </div>
  );
}
