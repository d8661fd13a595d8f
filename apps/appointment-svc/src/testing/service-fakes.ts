/** The PeopleDirectory a service test sets up: it knows these full names by account id and remembers anything. */
export const fakePeople = (names: Record<string, string>) => ({
  namesOf: jest.fn(async () => new Map(Object.entries(names))),
  remember: jest.fn(async () => undefined),
});
