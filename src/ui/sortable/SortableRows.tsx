// The heavy half of SortableTable: dnd-kit, loaded on demand (React.lazy) so no screen's first JS carries it.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useState, type ReactNode } from 'react';
import { SortableBody } from './SortableBody';
import { RUSSIAN_INSTRUCTIONS, russianAnnouncements, type AnnouncementMemory } from './announcements';
import { SORTABLE_TEXT, type SortableItem, type SortableRowsProps } from './sortableTypes';

function SortableRow({ item, disabled, rowIndex }: { item: SortableItem; disabled?: boolean; rowIndex?: number }) {
  const { id } = item;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
    attributes: { roleDescription: 'перетаскиваемая строка' },
  });
  return (
    <tr ref={setNodeRef} aria-rowindex={rowIndex} style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition, position: 'relative', zIndex: isDragging ? 1 : undefined }} className={isDragging ? 'table-active' : undefined}>
      <td className="text-center" style={{ width: '3rem' }}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="btn btn-sm btn-outline-secondary sortable-handle"
          style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
          // Not `disabled`: a disabled button drops the focus, and a keyboard user who has just dropped a row
          // (the save in flight) would be thrown out of the table; useSortable ignores it meanwhile.
          aria-disabled={disabled || undefined}
          aria-label={SORTABLE_TEXT.handle(item.name)}
        >
          <span aria-hidden="true">⠿</span>
        </button>
      </td>
      {item.cells.map((cell) => (
        <td key={cell.key} className={cell.className}>
          {cell.content}
        </td>
      ))}
    </tr>
  );
}

/** Rows sorted by drag (pointer) or keyboard (Space, arrows, Space), announced in Russian. */
export default function SortableRows(props: SortableRowsProps): ReactNode {
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // One object for the table's life: the announcements note in it the row last announced.
  const [memory] = useState<AnnouncementMemory>(() => ({ over: null }));
  const ids = props.items.map((item) => item.id);
  const nameOf = (id: number): string => props.items.find((item) => item.id === id)?.name ?? String(id);
  const onDragEnd = ({ active, over }: DragEndEvent): void => {
    if (over && active.id !== over.id) props.onMove(Number(active.id), Number(over.id));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      // The live region and instructions go to <body>: a <div> inside <table> is not valid markup.
      accessibility={{ announcements: russianAnnouncements(nameOf, (id) => ids.indexOf(id), () => ids.length, memory), screenReaderInstructions: RUSSIAN_INSTRUCTIONS, container: document.body }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <SortableBody items={props.items} windowed={props.windowed ?? false} colSpan={(props.items[0]?.cells.length ?? 0) + 1} render={(item, rowIndex) => <SortableRow key={item.id} item={item} disabled={props.disabled} rowIndex={rowIndex} />} />
      </SortableContext>
    </DndContext>
  );
}
