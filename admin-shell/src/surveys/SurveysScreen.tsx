import { PlaceholderScreen } from '../ui/PlaceholderScreen';

export default function SurveysScreen() {
  return <PlaceholderScreen title="Surveys" />;
}
