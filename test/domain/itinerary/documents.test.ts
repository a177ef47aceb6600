import { expect } from 'chai';
import { command, documentRecord, editor, event, shared, spec } from './fixtures.js';

const history = [...shared(), event('DocumentAttached', { document: documentRecord('doc1') })];

describe('Sealed documents (Pro)', () => {
  describe('AttachDocument', () => {
    it('records the document', () => {
      const document = documentRecord('doc2', { kind: 'boardingPass', name: 'BP FCO-LIN' });
      spec
        .given(history)
        .when(command('AttachDocument', { document }, editor))
        .then([event('DocumentAttached', { document })]);
      const state = spec.given(history).when(command('AttachDocument', { document })).thenState();
      expect(state.status === 'active' && state.documents.map((d) => d.id)).to.deep.equal(['doc1', 'doc2']);
    });

    it('checks the record', () => {
      spec
        .given(history)
        .when(
          command('AttachDocument', {
            document: documentRecord('doc2', {
              name: '',
              kind: 'diary' as never,
              mimeType: '',
              size: -1,
              sha256: 'xyz',
              blobId: '',
              uploadedAt: 'yesterday',
            }),
          }),
        )
        .thenThrows('validationFailed', {
          paths: ['name', 'kind', 'mimeType', 'size', 'sha256', 'blobId', 'uploadedAt'],
        });
    });

    it('refuses an id already used', () => {
      spec
        .given(history)
        .when(command('AttachDocument', { document: documentRecord('doc1') }))
        .thenThrows('validationFailed', { paths: ['id'] });
    });
  });

  describe('ChangeDocument', () => {
    it('changes the name, the kind, or both, and emits both', () => {
      spec
        .given(history)
        .when(command('ChangeDocument', { documentId: 'doc1', name: 'Old passport' }, editor))
        .then([event('DocumentDetailsChanged', { documentId: 'doc1', name: 'Old passport', kind: 'passport' })]);
      spec
        .given(history)
        .when(command('ChangeDocument', { documentId: 'doc1', kind: 'idCard' }))
        .then([event('DocumentDetailsChanged', { documentId: 'doc1', name: 'Passport scan', kind: 'idCard' })]);
      const state = spec
        .given(history)
        .when(command('ChangeDocument', { documentId: 'doc1', name: 'Visa', kind: 'visa' }))
        .thenState();
      expect(state.status === 'active' && state.documents[0]).to.deep.equal(
        documentRecord('doc1', { name: 'Visa', kind: 'visa' }),
      );
    });

    it('emits nothing when nothing changes', () => {
      spec
        .given(history)
        .when(command('ChangeDocument', { documentId: 'doc1' }))
        .thenNothing();
      spec
        .given(history)
        .when(command('ChangeDocument', { documentId: 'doc1', name: 'Passport scan', kind: 'passport' }))
        .thenNothing();
    });

    it('refuses a blank name or an unknown kind', () => {
      spec
        .given(history)
        .when(command('ChangeDocument', { documentId: 'doc1', name: ' ', kind: 'diary' as never }))
        .thenThrows('validationFailed', { paths: ['name', 'kind'] });
    });

    it('is notFound for an unknown document, naming it', () => {
      spec
        .given(history)
        .when(command('ChangeDocument', { documentId: 'nope', name: 'x' }))
        .thenThrows('notFound', { message: /Document "nope"/ });
    });
  });

  describe('RemoveDocument', () => {
    it('removes the record and names the blob to delete', () => {
      spec
        .given(history)
        .when(command('RemoveDocument', { documentId: 'doc1' }, editor))
        .then([event('DocumentRemoved', { documentId: 'doc1', blobId: 'blob-doc1' })]);
      expect(
        spec
          .given(history)
          .when(command('RemoveDocument', { documentId: 'doc1' }))
          .thenState(),
      ).to.deep.include({
        documents: [],
      });
    });

    it('is notFound for an unknown document', () => {
      spec
        .given(history)
        .when(command('RemoveDocument', { documentId: 'nope' }))
        .thenThrows('notFound');
    });
  });
});
