export { Pager, type PagerProps } from './Pager'
export { LoadMore, type LoadMoreProps } from './LoadMore'
export { pageItems, type PageItem } from './page-items'
