import { ApiScreen, apiMetadata } from '@/components/api/api-screen';

// Static (the layout's hourly revalidation is all it needs): the API's description does not
// change by the day.
export const generateMetadata = apiMetadata;

export default ApiScreen;
