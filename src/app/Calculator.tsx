import { useUi } from '../nav/ui';
import { CalculatorScreen } from '../picker/CalculatorScreen';

/** The standalone hand calculator (the tile picker without a game). */
export function Calculator() {
  const navigate = useUi((s) => s.navigate);
  return <CalculatorScreen onBack={() => navigate({ screen: 'games' })} />;
}
