import { useLocation } from 'react-router-dom';

/** Where the app is, shown for assertions on the address and the history state. */
export const LocationProbe = () => {
  const location = useLocation();
  return (
    <output aria-label="Current address" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
};
