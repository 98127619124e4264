import { CheckIcon, XIcon } from '../../components/ui/icons';
import { passwordProblems } from '../../lib/password';

/** The live list of password errors (spec: sign-up), updated as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  const problems = passwordProblems(password);
  return (
    <div aria-live="polite">
      {problems.length === 0 ? (
        <p className="flex items-center gap-1.5 text-xs font-medium text-success-ink">
          <CheckIcon /> Password meets all requirements
        </p>
      ) : (
        <ul aria-label="Password requirements not yet met" className="space-y-0.5">
          {problems.map((message) => (
            <li key={message} className="flex items-center gap-1.5 text-xs text-danger-ink">
              <XIcon />
              <span>{message}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
