import { PlaceholderScreen } from '../ui/PlaceholderScreen';

export default function WelcomeScreen() {
  return <PlaceholderScreen title="Welcome" />;
}
