// The app's one test for a touch screen (a tablet or a phone): its pointer is a finger, which cannot hover.
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * True when the main pointer is coarse: the sidebar opens from the header's menu button, not on hover.
 * @example const touch = useCoarsePointer(); return touch ? <Sidebar /> : <Sidebar onMouseEnter={open} />;
 */
export const useCoarsePointer = (): boolean => useMediaQuery('(pointer: coarse)');
