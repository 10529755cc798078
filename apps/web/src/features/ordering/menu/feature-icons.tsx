import type { Feature } from '@tavola/domain/menu';

/** The features of a product as small icons with their names for assistive technology. */
export function FeatureIcons({ features, withNames = false }: { features: Feature[]; withNames?: boolean }) {
  if (features.length === 0) return null;
  return (
    <ul className={`feature-icons list-unstyled mb-0${withNames ? ' with-names' : ''}`}>
      {features.map((feature) => (
        <li key={feature.name} title={feature.name}>
          {feature.imageWebUrl ? (
            <img src={feature.imageWebUrl} alt={withNames ? '' : feature.name} width={20} height={20} />
          ) : null}
          {withNames ? <span>{feature.name}</span> : !feature.imageWebUrl && <span>{feature.name}</span>}
        </li>
      ))}
    </ul>
  );
}
