// The app is built in a folder of its own (test/frameworks/apps.test.js copies it out of the repository).
export default {};
