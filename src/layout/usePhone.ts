// The app's one test for a phone: narrower than MUI's `sm` breakpoint (600 px), where react-admin's own sidebar
// becomes a drawer too.
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * True on a phone's width: lists show cards, the sidebar is a drawer.
 * @example const phone = usePhone(); return phone ? <ResourceCards /> : <ResourceTable />;
 */
export const usePhone = (): boolean => useMediaQuery(useTheme().breakpoints.down('sm'));

/**
 * True below MUI's `md` breakpoint (900 px: a phone, or a tablet held upright): the wide tables whose last column
 * is what matters (the activity's Changes, the bin's Restore, the import preview's Status) show cards instead.
 * @example const narrow = useNarrow(); return narrow ? <AuditCards ... /> : <Table ... />;
 */
export const useNarrow = (): boolean => useMediaQuery(useTheme().breakpoints.down('md'));
