/**
 * Which proxies may tell the client's address in X-Forwarded-For (TRUST_PROXY). Unset: none, since trusting
 * everyone would let any caller pick its own address and slip past the per-address limits. A number trusts
 * that many hops (behind one ingress: 1); anything else is a comma-separated list of addresses or CIDRs.
 */
export const trustProxyFromEnv = (env: NodeJS.ProcessEnv = process.env): boolean | number | string[] => {
  const value = env['TRUST_PROXY']?.trim();
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
};
