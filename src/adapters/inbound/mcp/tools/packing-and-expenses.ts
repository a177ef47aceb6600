import * as z from 'zod';
import type { IdGenerator } from '../../../../application/ports/id-generator.port.js';
import type { ItineraryActions } from '../itinerary-actions.js';
import { expenseInput, list, packingItemInput } from '../schemas/item-inputs.js';
import { expenseOutput, packingItemOutput } from '../schemas/itinerary-output.js';
import type { McpTool } from '../tool.js';
import { byId, withId } from './changed-items.js';
import { EDITORS, itineraryWriteTool, WRITE_HINTS } from './itinerary-write-tool.js';

const PRO = `Pro only (subscriptionRequired). ${EDITORS}`;
const KEEP_IDS = 'Keep the ids of those that stay.';

/** Packing and expenses: Pro features (DESIGN.md §4), checked by the domain like every other rule. */
export const packingAndExpenseTools = (itineraries: ItineraryActions, ids: IdGenerator): McpTool[] => [
  itineraryWriteTool(itineraries, {
    name: 'add_packing_item',
    title: 'Add a packing item',
    description: `Appends a packing item (id generated if omitted). Returns the item. ${PRO}`,
    annotations: WRITE_HINTS.adds,
    fields: { item: packingItemInput },
    draft: ({ item }) => ({ type: 'AddPackingItem', item: withId(item, ids) }),
    changed: {
      shape: { item: packingItemOutput },
      pick: (itinerary, { item }) => ({ item: byId(itinerary.packing, item.id) }),
    },
  }),
  itineraryWriteTool(itineraries, {
    name: 'set_packing_list',
    title: 'Replace the packing list',
    description: `Replaces the packing list ([] clears it). ${KEEP_IDS} Returns the list. ${PRO}`,
    annotations: WRITE_HINTS.replaces,
    fields: { items: list(packingItemInput) },
    draft: ({ items }) => ({ type: 'SetPackingList', items }),
    changed: {
      shape: { packing: z.array(packingItemOutput) },
      pick: ({ packing = [] }) => ({ packing }),
    },
  }),
  itineraryWriteTool(itineraries, {
    name: 'add_expense',
    title: 'Add an expense',
    description: `Appends an expense (id generated if omitted). Returns the expense. ${PRO}`,
    annotations: WRITE_HINTS.adds,
    fields: { expense: expenseInput },
    draft: ({ expense }) => ({ type: 'AddExpense', expense: withId(expense, ids) }),
    changed: {
      shape: { expense: expenseOutput },
      pick: (itinerary, { expense }) => ({ expense: byId(itinerary.expenses, expense.id) }),
    },
  }),
  itineraryWriteTool(itineraries, {
    name: 'set_expenses',
    title: 'Replace the expenses',
    description: `Replaces the expenses ([] clears them). ${KEEP_IDS} Returns the list. ${PRO}`,
    annotations: WRITE_HINTS.replaces,
    fields: { expenses: list(expenseInput) },
    draft: ({ expenses }) => ({ type: 'SetExpenses', expenses }),
    changed: {
      shape: { expenses: z.array(expenseOutput) },
      pick: ({ expenses = [] }) => ({ expenses }),
    },
  }),
];
