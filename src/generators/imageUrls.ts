/** Image lists' values and URLs: one rule for the browser and the server (contract/imageLists.ts). */
export { imageUrl, imageUrls, splitImageList } from '../../contract/imageLists';
