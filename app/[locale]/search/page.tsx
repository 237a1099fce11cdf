import { SearchScreen, searchMetadata } from '@/components/search/search-screen';

// Every query is its own answer (and "today" follows Nepal's date): rendered per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = searchMetadata;

export default SearchScreen;
