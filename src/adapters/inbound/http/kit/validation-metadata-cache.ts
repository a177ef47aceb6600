import { getMetadataStorage, type MetadataStorage } from 'class-validator';

type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];
type Grouped = Record<string, ValidationMetadata[]>;

let installed = false;

/**
 * class-validator looks a class's rules up again for every object it validates: it filters the
 * class's metadata, tests every registered class for being an ancestor, then groups the result by
 * property. That was about a third of the CPU and of the memory a request body's validation costs,
 * for each nested object (days, stops...). The answer changes only when a decorator registers more
 * rules, so it is kept per class and dropped whenever one does. Only lookups without validation
 * groups are kept: the only kind this service makes.
 */
export function cacheValidationMetadata(): void {
  if (installed) return;
  installed = true;
  const storage = getMetadataStorage();
  const lookUp = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const register = storage.addValidationMetadata.bind(storage);
  // Keyed by the options, the class and the "schema": for a nested object class-validator passes the
  // parent class's name there (rules registered under that name would match too).
  let rules = new Map<string, Map<Function, Map<unknown, ValidationMetadata[]>>>();
  let grouped = new WeakMap<ValidationMetadata[], Grouped>();

  storage.addValidationMetadata = (metadata) => {
    rules = new Map();
    grouped = new WeakMap();
    register(metadata);
  };
  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    if (groups && groups.length > 0) return lookUp(target, schema, always, strictGroups, groups);
    const options = `${always}|${strictGroups}`;
    let byClass = rules.get(options);
    if (!byClass) rules.set(options, (byClass = new Map()));
    let bySchema = byClass.get(target);
    if (!bySchema) byClass.set(target, (bySchema = new Map()));
    let found = bySchema.get(schema);
    if (!found) bySchema.set(schema, (found = lookUp(target, schema, always, strictGroups, groups)));
    return found;
  };
  storage.groupByPropertyName = (metadata) => {
    let found = grouped.get(metadata);
    if (!found) grouped.set(metadata, (found = group(metadata)));
    return found;
  };
}
