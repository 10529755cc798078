// The sticky bar of a long menu: a search box and one button per category,
// so a phone user reaches a dish without scrolling through 50+ of them. It stays at the top
// of the screen while the list scrolls.
import type { Classifier } from '@tavola/domain/menu';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';

interface MenuNavigationProps {
  classifiers: Classifier[];
  /** Index of the open category, or null. */
  openIndex: number | null;
  onPick(index: number): void;
  query: string;
  onQueryChange(query: string): void;
}

export function MenuNavigation({ classifiers, openIndex, onPick, query, onQueryChange }: MenuNavigationProps) {
  const { t } = useTranslation();
  return (
    <div className="menu-navigation" data-testid="menu-navigation">
      <Form.Control
        type="search"
        size="sm"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder={t('ordering.menu.searchPlaceholder')}
        aria-label={t('ordering.menu.search')}
        className="mb-2"
      />
      {!query.trim() && (
        <nav aria-label={t('ordering.menu.categories')}>
          <ul className="menu-category-bar list-unstyled mb-0">
            {classifiers.map((classifier, index) => (
              <li key={`${classifier.name}-${index}`}>
                <button
                  type="button"
                  className={`btn btn-sm ${openIndex === index ? 'btn-primary' : 'btn-outline-secondary'}`}
                  aria-current={openIndex === index ? 'true' : undefined}
                  onClick={() => onPick(index)}
                >
                  {classifier.name}
                </button>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
