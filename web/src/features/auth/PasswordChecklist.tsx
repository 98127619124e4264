import { CheckIcon, XIcon } from '../../components/ui/icons';
import { PASSWORD_RULES } from '../../lib/password';

/** The live list of the password rules, each marked met or not as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const problems = PASSWORD_RULES.filter((rule) => !rule.test(password));
  return (
    <div aria-live="polite">
      {problems.length === 0 ? (
        <p className="flex items-center gap-1.5 text-xs font-medium text-success-ink">
          <CheckIcon /> Password meets all requirements
        </p>
      ) : (
        <ul aria-label="Password requirements not yet met" className="space-y-0.5">
          {PASSWORD_RULES.map((rule) => {
            const met = rule.test(password);
            return (
              <li key={rule.id} className={`flex items-center gap-1.5 text-xs ${met ? 'text-success-ink' : 'text-danger-ink'}`}>
                {met ? <CheckIcon /> : <XIcon />}
                {met ? <span className="line-through opacity-70">{rule.message}</span> : <span>{rule.message}</span>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
