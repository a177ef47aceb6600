import { expect } from 'chai';
import { command, editor, event, expense, packingItem, shared, spec } from './fixtures.js';

const history = shared({ packing: [packingItem('p1', { quantity: 1 }), packingItem('p2')], expenses: [expense('e1')] });

describe('Packing (Pro)', () => {
  describe('SetPackingList', () => {
    it('replaces the whole list', () => {
      const items = [packingItem('p3', { category: 'clothes', isPacked: false })];
      spec
        .given(history)
        .when(command('SetPackingList', { items }, editor))
        .then([event('PackingListReplaced', { items })]);
      expect(spec.given(history).when(command('SetPackingList', { items })).thenState()).to.deep.include({
        packing: items,
      });
    });

    it('emits nothing for the list already stored', () => {
      spec
        .given(history)
        .when(command('SetPackingList', { items: [packingItem('p1', { quantity: 1 }), packingItem('p2')] }))
        .thenNothing();
    });

    it('checks every item and refuses duplicate ids', () => {
      spec
        .given(history)
        .when(
          command('SetPackingList', {
            items: [packingItem('a', { name: '', quantity: 1.5, isPacked: 'yes' as never })],
          }),
        )
        .thenThrows('validationFailed', { paths: ['items[0].name', 'items[0].quantity', 'items[0].isPacked'] });
      spec
        .given(history)
        .when(command('SetPackingList', { items: [packingItem('a'), packingItem('a')] }))
        .thenThrows('validationFailed', { paths: ['items[1].id'] });
    });
  });

  describe('AddPackingItem', () => {
    it('appends the item', () => {
      const item = packingItem('p3', { quantity: 0 });
      spec
        .given(history)
        .when(command('AddPackingItem', { item }, editor))
        .then([event('PackingItemAdded', { item })]);
    });

    it('refuses an id already in the list', () => {
      spec
        .given(history)
        .when(command('AddPackingItem', { item: packingItem('p2') }))
        .thenThrows('validationFailed', { paths: ['id'] });
    });

    it('refuses a blank name', () => {
      spec
        .given(history)
        .when(command('AddPackingItem', { item: packingItem('p3', { name: '\t' }) }))
        .thenThrows('validationFailed', { paths: ['name'] });
    });
  });

  describe('ChangePackingItem', () => {
    it('merges the patch and emits the whole item', () => {
      spec
        .given(history)
        .when(command('ChangePackingItem', { itemId: 'p1', patch: { isPacked: true, quantity: null } }, editor))
        .then([event('PackingItemChanged', { item: packingItem('p1', { isPacked: true }) })]);
    });

    it('emits nothing when nothing changes', () => {
      spec
        .given(history)
        .when(command('ChangePackingItem', { itemId: 'p1', patch: { quantity: 1 } }))
        .thenNothing();
    });

    it('refuses to clear the name or set a negative quantity', () => {
      spec
        .given(history)
        .when(command('ChangePackingItem', { itemId: 'p1', patch: { name: null, quantity: -1 } }))
        .thenThrows('validationFailed', { paths: ['name', 'quantity'] });
    });

    it('is notFound for an unknown item, naming it', () => {
      spec
        .given(history)
        .when(command('ChangePackingItem', { itemId: 'nope', patch: { isPacked: true } }))
        .thenThrows('notFound', { message: /Packing item "nope"/ });
    });
  });

  describe('RemovePackingItem', () => {
    it('removes the item', () => {
      spec
        .given(history)
        .when(command('RemovePackingItem', { itemId: 'p1' }, editor))
        .then([event('PackingItemRemoved', { itemId: 'p1' })]);
      expect(
        spec
          .given(history)
          .when(command('RemovePackingItem', { itemId: 'p1' }))
          .thenState(),
      ).to.deep.include({
        packing: [packingItem('p2')],
      });
    });

    it('is notFound for an unknown item', () => {
      spec
        .given(history)
        .when(command('RemovePackingItem', { itemId: 'nope' }))
        .thenThrows('notFound');
    });
  });
});

describe('Expenses (Pro)', () => {
  describe('SetExpenses', () => {
    it('replaces all expenses', () => {
      const expenses = [expense('e2', { date: '2025-04-11', category: 'food', amount: 0 })];
      spec
        .given(history)
        .when(command('SetExpenses', { expenses }, editor))
        .then([event('ExpensesReplaced', { expenses })]);
    });

    it('emits nothing for the expenses already stored', () => {
      spec
        .given(history)
        .when(command('SetExpenses', { expenses: [expense('e1')] }))
        .thenNothing();
    });

    it('checks every expense and refuses duplicate ids', () => {
      spec
        .given(history)
        .when(
          command('SetExpenses', {
            expenses: [{ id: 'x', title: '', amount: '12' as never, currency: 'usd', date: '2025-02-30' }],
          }),
        )
        .thenThrows('validationFailed', {
          paths: ['expenses[0].title', 'expenses[0].amount', 'expenses[0].currency', 'expenses[0].date'],
        });
      spec
        .given(history)
        .when(command('SetExpenses', { expenses: [expense('x'), expense('x')] }))
        .thenThrows('validationFailed', { paths: ['expenses[1].id'] });
    });
  });

  describe('AddExpense', () => {
    it('appends the expense', () => {
      const added = expense('e2', { currency: 'JPY', amount: 1200 });
      spec
        .given(history)
        .when(command('AddExpense', { expense: added }, editor))
        .then([event('ExpenseAdded', { expense: added })]);
      expect(
        spec
          .given(history)
          .when(command('AddExpense', { expense: added }))
          .thenState(),
      ).to.deep.include({
        expenses: [expense('e1'), added],
      });
    });

    it('needs title, amount and currency', () => {
      spec
        .given(history)
        .when(command('AddExpense', { expense: { id: 'e2' } as never }))
        .thenThrows('validationFailed', { paths: ['title', 'amount', 'currency'] });
    });

    it('refuses an id already used', () => {
      spec
        .given(history)
        .when(command('AddExpense', { expense: expense('e1') }))
        .thenThrows('validationFailed', { paths: ['id'] });
    });

    it('refuses a negative amount, naming the field (a refund is not an expense)', () => {
      spec
        .given(history)
        .when(command('AddExpense', { expense: expense('e2', { amount: -0.01 }) }))
        .thenThrows('validationFailed', { paths: ['amount'], message: /amount: must not be less than 0/ });
      spec
        .given(history)
        .when(command('SetExpenses', { expenses: [expense('e2'), expense('e3', { amount: -5 })] }))
        .thenThrows('validationFailed', { paths: ['expenses[1].amount'] });
    });
  });

  describe('ChangeExpense', () => {
    it('merges the patch and emits the whole expense', () => {
      spec
        .given(history)
        .when(command('ChangeExpense', { expenseId: 'e1', patch: { amount: 20, category: 'food', date: null } }, editor))
        .then([event('ExpenseChanged', { expense: expense('e1', { amount: 20, category: 'food' }) })]);
      expect(
        spec
          .given(history)
          .when(command('ChangeExpense', { expenseId: 'e1', patch: { currency: 'JPY' } }))
          .thenState(),
      ).to.deep.include({ expenses: [expense('e1', { currency: 'JPY' })] });
    });

    it('emits nothing when nothing changes', () => {
      spec
        .given(history)
        .when(command('ChangeExpense', { expenseId: 'e1', patch: { amount: 12.5 } }))
        .thenNothing();
    });

    it('refuses to clear a required field, a negative amount or a bad currency', () => {
      spec
        .given(history)
        .when(command('ChangeExpense', { expenseId: 'e1', patch: { title: null, amount: -1, currency: 'euro' } }))
        .thenThrows('validationFailed', { paths: ['title', 'amount', 'currency'] });
    });

    it('is notFound for an unknown expense, naming it', () => {
      spec
        .given(history)
        .when(command('ChangeExpense', { expenseId: 'nope', patch: { amount: 1 } }))
        .thenThrows('notFound', { message: /Expense "nope"/ });
    });
  });

  describe('RemoveExpense', () => {
    it('removes the expense', () => {
      spec
        .given(history)
        .when(command('RemoveExpense', { expenseId: 'e1' }, editor))
        .then([event('ExpenseRemoved', { expenseId: 'e1' })]);
      expect(spec.given(history).when(command('RemoveExpense', { expenseId: 'e1' })).thenState()).to.deep.include({
        expenses: [],
      });
    });

    it('is notFound for an unknown expense', () => {
      spec
        .given(history)
        .when(command('RemoveExpense', { expenseId: 'nope' }))
        .thenThrows('notFound');
    });
  });
});
