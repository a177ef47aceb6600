import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';
import { RequiredList, RequiredObject } from '../../shapes/decorators.js';
import { ExpenseDto, PackingItemDto } from '../../shapes/itinerary-parts.js';
import { listOf, refTo } from '../../shapes/schema-object.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { ItineraryWriteArgs } from '../schemas/tool-args.js';
import type { McpTool } from '../tool.js';
import { asDraft } from '../../../../application/itinerary/body-drafts.js';
import type { DraftExpense, DraftPackingItem } from '../../../../application/itinerary/drafts.js';
import { byId, newItem } from './changed-items.js';
import { EDITORS, itineraryWriteTool, WRITE_HINTS } from './itinerary-write-tool.js';

class AddPackingItemArgs extends ItineraryWriteArgs {
  @RequiredObject(() => PackingItemDto) item!: PackingItemDto;
}

/** `packing`, as the itinerary's field (REST) and this tool's result name the list. */
class SetPackingListArgs extends ItineraryWriteArgs {
  @RequiredList(() => PackingItemDto) packing!: PackingItemDto[];
}

class AddExpenseArgs extends ItineraryWriteArgs {
  @RequiredObject(() => ExpenseDto) expense!: ExpenseDto;
}

class SetExpensesArgs extends ItineraryWriteArgs {
  @RequiredList(() => ExpenseDto) expenses!: ExpenseDto[];
}

const PRO = `Pro only (subscriptionRequired). ${EDITORS}`;
const KEEP_IDS = 'Keep the ids of those that stay.';

/** Packing and expenses: Pro features (docs/design.md §4), checked by the domain like every other rule. */
export const packingAndExpenseTools = (itineraries: ItineraryActions, ids: IdGenerator): McpTool[] => [
  itineraryWriteTool(itineraries, {
    name: 'add_packing_item',
    title: 'Add a packing item',
    description: `Appends a packing item (name required; id generated if omitted). Returns the item. ${PRO}`,
    annotations: WRITE_HINTS.adds,
    input: AddPackingItemArgs,
    draft: ({ item }) => ({ type: 'AddPackingItem', item: newItem<DraftPackingItem>(item, ids) }),
    changed: {
      shape: { item: refTo('PackingItem') },
      pick: (itinerary, { item }) => ({ item: byId(itinerary.packing, item.id) }),
    },
  }),
  itineraryWriteTool(itineraries, {
    name: 'set_packing_list',
    title: 'Replace the packing list',
    description: `Replaces the packing list ([] clears it). ${KEEP_IDS} Returns the list. ${PRO}`,
    annotations: WRITE_HINTS.replaces,
    input: SetPackingListArgs,
    draft: ({ packing }) => ({ type: 'SetPackingList', items: asDraft<DraftPackingItem[]>(packing) }),
    changed: {
      shape: { packing: listOf(refTo('PackingItem')) },
      pick: ({ packing = [] }) => ({ packing }),
    },
  }),
  itineraryWriteTool(itineraries, {
    name: 'add_expense',
    title: 'Add an expense',
    description: `Appends an expense (title, amount, currency required; id generated if omitted). Returns the expense. ${PRO}`,
    annotations: WRITE_HINTS.adds,
    input: AddExpenseArgs,
    draft: ({ expense }) => ({ type: 'AddExpense', expense: newItem<DraftExpense>(expense, ids) }),
    changed: {
      shape: { expense: refTo('Expense') },
      pick: (itinerary, { expense }) => ({ expense: byId(itinerary.expenses, expense.id) }),
    },
  }),
  itineraryWriteTool(itineraries, {
    name: 'set_expenses',
    title: 'Replace the expenses',
    description: `Replaces the expenses ([] clears them). ${KEEP_IDS} Returns the list. ${PRO}`,
    annotations: WRITE_HINTS.replaces,
    input: SetExpensesArgs,
    draft: ({ expenses }) => ({ type: 'SetExpenses', expenses: asDraft<DraftExpense[]>(expenses) }),
    changed: {
      shape: { expenses: listOf(refTo('Expense')) },
      pick: ({ expenses = [] }) => ({ expenses }),
    },
  }),
];
