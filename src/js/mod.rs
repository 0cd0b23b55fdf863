//! The JavaScript boundary (being written): the one module that converts to and from JS.
