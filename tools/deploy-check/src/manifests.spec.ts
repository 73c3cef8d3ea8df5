import { overlayDocuments } from './overlay-documents';
import { overlayNames } from './render';
import { describeDocument, validateDocument } from './validate-document';

describe.each(overlayNames())('overlay %s', (overlay) => {
  const documents = overlayDocuments(overlay);

  it('renders documents that all pass their schema, with no unknown field and no unknown kind', () => {
    expect(documents.length).toBeGreaterThan(30);
    const problems = documents.flatMap((doc) => validateDocument(doc).map((problem) => `${describeDocument(doc)}: ${problem}`));
    expect(problems).toEqual([]);
  });
});
