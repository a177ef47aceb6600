import type { ItineraryActions } from '../itinerary-actions.js';
import { expenseInput, list, packingItemInput } from '../schemas/item-inputs.js';
import type { McpTool } from '../tool.js';
import { itineraryWriteTool, WRITE_HINTS } from './itinerary-write-tool.js';

const PRO = 'Pro subscribers only (others get subscriptionRequired); owners and editors only.';

/** Packing and expenses: Pro features (DESIGN.md §4), checked by the domain like every other rule. */
export const packingAndExpenseTools = (itineraries: ItineraryActions): McpTool[] => [
  itineraryWriteTool(itineraries, {
    name: 'add_packing_item',
    title: 'Add a packing item',
    description:
      `Appends one item to the packing list (name required; an id is generated if omitted) and returns ` +
      `the itinerary with its new revision. ${PRO}`,
    annotations: WRITE_HINTS.adds,
    fields: { item: packingItemInput },
    draft: ({ item }) => ({ type: 'AddPackingItem', item }),
  }),
  itineraryWriteTool(itineraries, {
    name: 'set_packing_list',
    title: 'Replace the packing list',
    description:
      `Replaces the whole packing list with the items given (an empty list clears it) and returns the ` +
      `itinerary with its new revision. Keep the ids of items that stay. ${PRO}`,
    annotations: WRITE_HINTS.replaces,
    fields: { items: list(packingItemInput) },
    draft: ({ items }) => ({ type: 'SetPackingList', items }),
  }),
  itineraryWriteTool(itineraries, {
    name: 'add_expense',
    title: 'Add an expense',
    description:
      `Appends one expense (title, amount and ISO 4217 currency required; an id is generated if ` +
      `omitted) and returns the itinerary with its new revision. ${PRO}`,
    annotations: WRITE_HINTS.adds,
    fields: { expense: expenseInput },
    draft: ({ expense }) => ({ type: 'AddExpense', expense }),
  }),
  itineraryWriteTool(itineraries, {
    name: 'set_expenses',
    title: 'Replace the expenses',
    description:
      `Replaces all expenses of the itinerary with the ones given (an empty list clears them) and ` +
      `returns the itinerary with its new revision. Keep the ids of expenses that stay. ${PRO}`,
    annotations: WRITE_HINTS.replaces,
    fields: { expenses: list(expenseInput) },
    draft: ({ expenses }) => ({ type: 'SetExpenses', expenses }),
  }),
];
