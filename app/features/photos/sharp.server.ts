/**
 * sharp, loaded with the first picture the server reads or writes (decision 045): its native library
 * is about 10 MB of resident memory that a server which takes no photo does not need.
 */
export const loadSharp = async () => (await import('sharp')).default
