import { WidgetsScreen, widgetsMetadata } from '@/components/widgets/widgets-screen';

// Static (the layout's hourly revalidation is all it needs): the widgets it frames are cached
// on their own.
export const generateMetadata = widgetsMetadata;

export default WidgetsScreen;
