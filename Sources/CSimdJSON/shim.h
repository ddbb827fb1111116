// simdjson.pc's `-DSIMDJSON_THREADS_ENABLED=1` (SwiftPM drops it): the library was built with it,
// and it adds a member to `dom::parser`, whose layout must be the library's.
#define SIMDJSON_THREADS_ENABLED 1
#include <simdjson.h>

// simdjson's DOM API in the shape Swift's C++ interoperability can call. Swift imports the DOM
// types but not the calls a walk needs: `dom::parser::parse` and `dom::object::iterator::value`
// "may return an interior pointer" and are unavailable, `begin()`/`end()` return iterators (which
// lack `iterator_category`, so `dom::array` and `dom::object` are not Swift sequences), and
// `simdjson_result<T>::value_unsafe()` returns a reference into the temporary Swift passes as
// `self`. These functions use the no-exceptions API (every error is a returned `error_code`) and
// copy each value out.
namespace corolla_simdjson {
using simdjson::error_code;
using simdjson::dom::element;

/// Parses the `count` bytes at `bytes`, which must be followed by `SIMDJSON_PADDING` readable bytes.
inline error_code parse(simdjson::dom::parser &parser, const uint8_t *bytes, size_t count, element &root) noexcept {
    return parser.parse(bytes, count, false).get(root);
}

/// The elements of an array, one at a time.
struct array_cursor {
    simdjson::dom::array array;
    simdjson::dom::array::iterator at;
    simdjson::dom::array::iterator end;
};

inline error_code elements(const element &value, array_cursor &cursor) noexcept {
    error_code error = value.get_array().get(cursor.array);
    if (error) { return error; }
    cursor.at = cursor.array.begin();
    cursor.end = cursor.array.end();
    return simdjson::SUCCESS;
}

inline bool next(array_cursor &cursor, element &value) noexcept {
    if (cursor.at == cursor.end) { return false; }
    value = *cursor.at;
    ++cursor.at;
    return true;
}

/// The members of an object, one at a time.
struct object_cursor {
    simdjson::dom::object object;
    simdjson::dom::object::iterator at;
    simdjson::dom::object::iterator end;
};

inline error_code members(const element &value, object_cursor &cursor) noexcept {
    error_code error = value.get_object().get(cursor.object);
    if (error) { return error; }
    cursor.at = cursor.object.begin();
    cursor.end = cursor.object.end();
    return simdjson::SUCCESS;
}

inline bool next(object_cursor &cursor, const char *&key, size_t &key_length, element &value) noexcept {
    if (cursor.at == cursor.end) { return false; }
    key = cursor.at.key_c_str();
    key_length = cursor.at.key_length();
    value = cursor.at.value();
    ++cursor.at;
    return true;
}

inline error_code get_string(const element &value, const char *&text, size_t &length) noexcept {
    std::string_view view;
    error_code error = value.get_string().get(view);
    text = view.data();
    length = view.size();
    return error;
}

inline error_code get_double(const element &value, double &number) noexcept { return value.get_double().get(number); }
inline error_code get_int64(const element &value, int64_t &number) noexcept { return value.get_int64().get(number); }
inline error_code get_bool(const element &value, bool &flag) noexcept { return value.get_bool().get(flag); }
}
