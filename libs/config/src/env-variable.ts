import { Transform } from 'class-transformer';
import { type ValidationArguments, ValidateBy } from 'class-validator';

/** What a variable's text became when it could not be read: kept so the message can quote it. */
class UnreadableValue {
  constructor(readonly raw: string) {}
}

export interface EnvVariableRule<T> {
  /** Completes "<NAME> …", e.g. "must be a positive whole number". */
  expected: string;
  /** The typed value of the variable's text, or undefined when the text is not acceptable. */
  parse(raw: string): T | undefined;
  /** Keys, passwords and URLs that may carry one are never quoted back. */
  secret?: boolean;
  /** Another variable that needs this one: set without it, the app refuses to start. */
  requiredWith?: string;
}

const problemOf = (rule: EnvVariableRule<unknown>, args: ValidationArguments): string => {
  if (args.value === undefined) return `${args.property} must be set when ${rule.requiredWith} is set`;
  const got = rule.secret ? '' : `, got ${JSON.stringify((args.value as UnreadableValue).raw)}`;
  return `${args.property} ${rule.expected}${got}`;
};

const isAcceptable = (rule: EnvVariableRule<unknown>, value: unknown, args: ValidationArguments): boolean => {
  if (value instanceof UnreadableValue) return false;
  if (value !== undefined || rule.requiredWith === undefined) return true;
  return (args.object as Record<string, unknown>)[rule.requiredWith] === undefined;
};

/**
 * Declares an environment variable on a configuration class: its text is converted by `parse` (class-transformer)
 * and refused, naming the variable, when that fails (class-validator). The property's initializer is its default.
 */
export const EnvVariable =
  <T>(rule: EnvVariableRule<T>): PropertyDecorator =>
  (target, property) => {
    Transform(({ value }: { value: unknown }) => {
      if (typeof value !== 'string') return value;
      return rule.parse(value) ?? new UnreadableValue(value);
    })(target, property);
    ValidateBy({
      name: 'envVariable',
      validator: {
        validate: (value, args) => args !== undefined && isAcceptable(rule, value, args),
        defaultMessage: (args) => (args ? problemOf(rule, args) : rule.expected),
      },
    })(target, property as string);
  };
