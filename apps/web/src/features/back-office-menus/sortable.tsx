// Drag to reorder ("Drag to reorder") with dnd-kit, an accessible maintained
// library: each row has a handle button that the pointer drags and the keyboard moves too
// (Space to lift, arrows to move, Space to drop, Escape to cancel), with Italian or English
// instructions and announcements for screen readers. The arrow buttons of the rows stay as
// the simplest keyboard way. The new order goes to the server with the order seen before it
// (a version check: 409 when someone else reordered meanwhile).
import { useTranslation } from 'react-i18next';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CSSProperties, ReactNode } from 'react';
import { menuAdminNs } from './menu-admin-copy';

export interface SortableRow {
  /** The element to attach to the row's root. */
  setNodeRef: (node: HTMLElement | null) => void;
  style: CSSProperties;
  className: string;
  /** The drag handle, to place in the row. */
  handle: ReactNode;
}

export function SortableList<T>(props: {
  items: T[];
  idOf: (item: T) => number;
  labelOf: (item: T) => string;
  disabled?: boolean;
  onReorder: (ids: number[]) => void;
  children: (item: T, row: SortableRow) => ReactNode;
}) {
  const { t } = useTranslation(menuAdminNs);
  const ids = props.items.map(props.idOf);
  const sensors = useSensors(
    // A small move before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const label = (id: UniqueIdentifier) => {
    const item = props.items.find((i) => props.idOf(i) === id);
    return item ? props.labelOf(item) : String(id);
  };
  const position = (id: UniqueIdentifier | undefined) => (id === undefined ? 0 : ids.indexOf(Number(id)) + 1);
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('sortable.picked', { name: label(active.id), position: position(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over ? t('sortable.over', { name: label(active.id), position: position(over.id), total: ids.length }) : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.dropped', { name: label(active.id), position: position(over.id), total: ids.length })
        : undefined,
    onDragCancel: ({ active }) => t('sortable.cancelled', { name: label(active.id) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    props.onReorder(arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={props.disabled}>
        {props.items.map((item) => (
          <SortableItem
            key={props.idOf(item)}
            id={props.idOf(item)}
            label={props.labelOf(item)}
            disabled={props.disabled}
          >
            {(row) => props.children(item, row)}
          </SortableItem>
        ))}
      </SortableContext>
    </DndContext>
  );
}

function SortableItem(props: {
  id: number;
  label: string;
  disabled?: boolean;
  children: (row: SortableRow) => ReactNode;
}) {
  const { t } = useTranslation(menuAdminNs);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: props.id,
    disabled: props.disabled,
  });
  const handle = props.disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="btn btn-sm btn-outline-secondary drag-handle"
      {...attributes}
      {...listeners}
      // dnd-kit gives role="button" and its roledescription; the name says what moves.
      aria-label={`${t('sortable.handle')}: ${props.label}`}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <>
      {props.children({
        setNodeRef,
        style: {
          transform: CSS.Translate.toString(transform),
          transition,
          position: 'relative',
          zIndex: isDragging ? 2 : undefined,
        },
        className: isDragging ? 'is-dragging' : '',
        handle,
      })}
    </>
  );
}

/** Moves the item at `index` by `delta` places (the arrow buttons). */
export function moveBy(ids: number[], index: number, delta: number): number[] {
  return arrayMove(ids, index, index + delta);
}
