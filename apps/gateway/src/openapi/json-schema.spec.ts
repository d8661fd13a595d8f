import { reachableSchemas, referencedSchemaNames, schemaRef } from './json-schema';

describe('schema references', () => {
  const available = {
    Page: { type: 'object', properties: { items: { type: 'array', items: schemaRef('Item') } } },
    Item: { anyOf: [schemaRef('Tag'), { type: 'string' }] },
    Tag: { type: 'string' },
    Unused: { type: 'number' },
  };

  it('finds every referenced name at any depth, decoding it', () => {
    expect([
      ...referencedSchemaNames({ a: [{ b: { $ref: '#/components/schemas/A%20B' } }], c: schemaRef('C') }),
    ]).toEqual(['A B', 'C']);
  });

  it('keeps the schemas reachable from the roots, through one another, and drops the rest', () => {
    expect(Object.keys(reachableSchemas({ body: schemaRef('Page') }, available))).toEqual([
      'Item',
      'Page',
      'Tag',
    ]);
  });

  it('leaves a reference to a missing schema dangling instead of failing', () => {
    expect(reachableSchemas({ body: schemaRef('Missing'), other: schemaRef('Tag') }, available)).toEqual({
      Tag: { type: 'string' },
    });
  });
});
