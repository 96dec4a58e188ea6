// Tests import the package's modules directly: add every span of the position tables, as the Node entry does.
import '../src/index';
