/** The library's version, compared when a second copy of the script meets tags the first one defined. */
export const VERSION = '0.1.0';
