import { credits } from 'virtual:lorewright-credits';
import { CreditsView } from './CreditsView';

/** The Credits and licences route: a lazy chunk that carries its data (gathered when the app is built). */
export default function CreditsPage() {
  return <CreditsView credits={credits} />;
}
