/** The favourites list a tool is kept in: clinical tools, or shared decision aids (option grids). */
export type FavouriteToolType = 'clinicalTools' | 'sharedTools'
