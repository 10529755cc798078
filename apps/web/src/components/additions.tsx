// A line's added variations: the free ones (a forced choice such as the dough) as what the dish
// comes with, the priced ones after 'Più:' (domain cart-rules splitAdditions). One small line
// each, none when there is nothing to say.
import { splitAdditions } from '@tavola/domain/cart-rules';

export function Additions({
  variations,
  more,
  className,
}: {
  variations: readonly { description: string; unitPrice: number }[];
  /** 'Più:' in the page's language. */
  more: string;
  className?: string;
}) {
  const { included, priced } = splitAdditions(variations);
  const names = (list: readonly { description: string }[]) => list.map((v) => v.description).join(', ');
  return (
    <>
      {included.length > 0 && (
        <small className={className} data-testid="line-included">
          {names(included)}
        </small>
      )}
      {priced.length > 0 && (
        <small className={className} data-testid="line-more">
          {more} {names(priced)}
        </small>
      )}
    </>
  );
}
