import type { ILabelSelector } from '@kubernetes-models/apimachinery/apis/meta/v1/LabelSelector';

export type Labels = Readonly<Record<string, string>>;

/** Kubernetes label selector semantics: every matchLabels pair and every expression must hold. */
export const selects = (selector: ILabelSelector | undefined, labels: Labels): boolean => {
  if (!selector) return false;
  const pairs = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
  const expressions = (selector.matchExpressions ?? []).every(({ key, operator, values = [] }) => {
    const value = labels[key];
    switch (operator) {
      case 'In':
        return value !== undefined && values.includes(value);
      case 'NotIn':
        return value === undefined || !values.includes(value);
      case 'Exists':
        return value !== undefined;
      case 'DoesNotExist':
        return value === undefined;
      default:
        throw new Error(`unknown label selector operator ${operator}`);
    }
  });
  return pairs && expressions;
};
