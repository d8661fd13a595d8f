import { useDispatch, useSelector } from 'react-redux';

import { type AppDispatch, type RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

// One field each: a component selecting the whole session would render again on every session change (each login
// and theme switch), whichever field it shows.
export const selectLoggedIn = (state: RootState) => state.session.loggedIn;
export const selectCurrRole = (state: RootState) => state.session.currRole;
export const selectProfile = (state: RootState) => state.session.profile;
export const selectDarkTheme = (state: RootState) => state.session.darkTheme;
