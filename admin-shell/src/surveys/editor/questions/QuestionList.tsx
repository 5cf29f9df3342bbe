import { useRef } from 'react';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Question } from '../../model/types';
import { idKey } from '../../rules/logic';
import { QuestionCard, type QuestionCardProps } from './QuestionCard';
import { QUESTIONS_STRINGS as S } from './strings';

type CardHandlers = Omit<QuestionCardProps, 'question' | 'index' | 'open'>;

/**
 * The question cards in a sortable list: dragged by their handle with a pointer or the keyboard,
 * with the moves announced to screen readers.
 */
export function QuestionList({
  questions,
  openIds,
  cardProps,
  onMove,
}: {
  questions: Question[];
  openIds: string[];
  cardProps(question: Question): CardHandlers;
  onMove(from: number, to: number): void;
}) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so clicks on the handle stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = questions.map((q) => idKey(q.id));
  const position = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const title = (id: UniqueIdentifier) => questions[ids.indexOf(String(id))]?.title || String(id);

  // dnd-kit reports the card as over itself right after pick-up: only a new place is news.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return S.pickedUp(title(active.id), position(active.id));
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return S.movedOver(title(active.id), position(over.id));
    },
    onDragEnd: ({ active, over }) => (over ? S.dropped(title(active.id), position(over.id)) : S.cancelled(title(active.id))),
    onDragCancel: ({ active }) => S.cancelled(title(active.id)),
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: S.dragInstructions } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="qs-list" aria-label={S.questions}>
          {questions.map((question, index) => (
            <QuestionCard
              key={idKey(question.id)}
              question={question}
              index={index}
              open={openIds.includes(idKey(question.id))}
              {...cardProps(question)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
