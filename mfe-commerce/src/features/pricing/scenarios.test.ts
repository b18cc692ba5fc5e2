import { seedPlans, starterPlan } from './fixtures';
import { buildScenarios } from './scenarios';

describe('buildScenarios', () => {
  it('tells the four examples with figures from planCost', () => {
    const scenarios = buildScenarios(seedPlans());
    expect(
      scenarios.map(({ id, subscribers, cheapest }) => [id, subscribers, cheapest?.plan.name]),
    ).toEqual([
      ['starting', 100, 'Starter'],
      ['crossover', 315, 'Pro'],
      ['minimum', 505, 'Pro'],
      ['growth', 1000, 'Pro'],
    ]);
    expect(scenarios.map((scenario) => scenario.summary)).toEqual([
      'Starter es el plan más conveniente: $159.000 al mes, solo por tus suscriptores activos. Pro cobraría su costo mínimo de $500.000.',
      'Desde 315 suscriptores, Pro pasa a ser el plan más económico: $500.000 al mes, frente a $500.850 de Starter.',
      'Con 505 suscriptores, el uso de Pro (505 × $990 = $499.950) llega prácticamente a su costo mínimo de $500.000 al mes. Por sobre esa cifra pagas $990 por cada suscriptor.',
      'Pro cuesta $990.000 al mes: $600.000 menos que Starter.',
    ]);
    expect(scenarios[2]?.title).toBe('Pro alcanza su mínimo');
  });

  it('still tells four examples with a single plan', () => {
    const scenarios = buildScenarios([starterPlan]);
    expect(scenarios).toHaveLength(4);
    expect(scenarios[3]?.summary).toBe(
      'Con 1.000 suscriptores, el plan más conveniente es Starter: $1.590.000 al mes.',
    );
  });
});
