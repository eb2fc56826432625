/** The spec's wording for a text over its maximum length (§5): 'Title must be 200 characters or less'. */
export const tooLongMessage = (label: string, max: number) =>
  `${label} must be ${max} characters or less`;
