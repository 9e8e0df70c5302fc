"""The compiler's index store, read through the toolchain's libIndexStore (its C API, by ctypes).

`swift build` writes the store beside the build products (`<bin>/index/store`): one unit per
compiled source file, naming the record that lists every symbol the file declares or
references, with its USR, roles, line and column (1-based; columns in UTF-8 bytes).
"""
import ctypes
import os

ROLE_DECLARATION = 1 << 0
ROLE_DEFINITION = 1 << 1
ROLE_REFERENCE = 1 << 2


class _StringRef(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]


def _text(ref):
    return ctypes.string_at(ref.data, ref.length).decode("utf-8") if ref.length else ""


_P = ctypes.c_void_p
_SIGNATURES = {
    "indexstore_store_create": (_P, [ctypes.c_char_p, ctypes.POINTER(_P)]),
    "indexstore_error_get_description": (ctypes.c_char_p, [_P]),
    "indexstore_store_units_apply_f": (ctypes.c_bool, [_P, ctypes.c_uint, _P, _P]),
    "indexstore_unit_reader_create": (_P, [_P, ctypes.c_char_p, ctypes.POINTER(_P)]),
    "indexstore_unit_reader_dispose": (None, [_P]),
    "indexstore_unit_reader_get_main_file": (_StringRef, [_P]),
    "indexstore_unit_reader_get_module_name": (_StringRef, [_P]),
    "indexstore_unit_reader_get_modification_time": (
        None, [_P, ctypes.POINTER(ctypes.c_int64), ctypes.POINTER(ctypes.c_int64)]),
    "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [_P, _P, _P]),
    "indexstore_unit_dependency_get_kind": (ctypes.c_int, [_P]),
    "indexstore_unit_dependency_get_name": (_StringRef, [_P]),
    "indexstore_unit_dependency_get_filepath": (_StringRef, [_P]),
    "indexstore_unit_dependency_is_system": (ctypes.c_bool, [_P]),
    "indexstore_record_reader_create": (_P, [_P, ctypes.c_char_p, ctypes.POINTER(_P)]),
    "indexstore_record_reader_dispose": (None, [_P]),
    "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [_P, _P, _P]),
    "indexstore_occurrence_get_symbol": (_P, [_P]),
    "indexstore_occurrence_get_roles": (ctypes.c_uint64, [_P]),
    "indexstore_occurrence_get_line_col": (
        None, [_P, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
    "indexstore_symbol_get_usr": (_StringRef, [_P]),
    "indexstore_symbol_get_name": (_StringRef, [_P]),
}
_UNIT = ctypes.CFUNCTYPE(ctypes.c_bool, _P, _StringRef)
_EACH = ctypes.CFUNCTYPE(ctypes.c_bool, _P, _P)
_DEPENDENCY_RECORD = 2


class Unit:
    """One compiled source file: its module, its record and the modules it depended on."""

    def __init__(self, module, main_file, record, system_dependencies, modified):
        self.module = module
        self.main_file = main_file
        self.record = record
        self.system_dependencies = system_dependencies
        self.modified = modified


class Occurrence:
    def __init__(self, usr, name, roles, line, column):
        self.usr, self.name, self.roles, self.line, self.column = usr, name, roles, line, column


class IndexStore:
    def __init__(self, path, library):
        self.lib = ctypes.CDLL(library)
        for name, (result, arguments) in _SIGNATURES.items():
            function = getattr(self.lib, name)
            function.restype, function.argtypes = result, arguments
        error = _P()
        self.store = self.lib.indexstore_store_create(path.encode(), ctypes.byref(error))
        if not self.store:
            raise SystemExit(f"cannot open the index store {path}: {self._error(error)}")

    def _error(self, error):
        return self.lib.indexstore_error_get_description(error).decode() if error else "?"

    def units(self):
        names = []
        callback = _UNIT(lambda _, name: (names.append(_text(name)), True)[1])
        self.lib.indexstore_store_units_apply_f(self.store, 0, None, callback)
        for name in names:
            error = _P()
            reader = self.lib.indexstore_unit_reader_create(
                self.store, name.encode(), ctypes.byref(error))
            if not reader:
                raise SystemExit(f"cannot read unit {name}: {self._error(error)}")
            records, system = [], []

            def dependency(_, d):
                path = _text(self.lib.indexstore_unit_dependency_get_filepath(d))
                if self.lib.indexstore_unit_dependency_get_kind(d) == _DEPENDENCY_RECORD:
                    records.append(_text(self.lib.indexstore_unit_dependency_get_name(d)))
                elif self.lib.indexstore_unit_dependency_is_system(d):
                    system.append(path)
                return True

            callback_dependency = _EACH(dependency)
            self.lib.indexstore_unit_reader_dependencies_apply_f(
                reader, None, callback_dependency)
            seconds, nanoseconds = ctypes.c_int64(), ctypes.c_int64()
            self.lib.indexstore_unit_reader_get_modification_time(
                reader, ctypes.byref(seconds), ctypes.byref(nanoseconds))
            unit = Unit(
                _text(self.lib.indexstore_unit_reader_get_module_name(reader)),
                os.path.realpath(_text(self.lib.indexstore_unit_reader_get_main_file(reader))),
                records[0] if len(records) == 1 else None,
                system,
                seconds.value * 1_000_000_000 + nanoseconds.value)
            self.lib.indexstore_unit_reader_dispose(reader)
            yield unit

    def occurrences(self, record):
        error = _P()
        reader = self.lib.indexstore_record_reader_create(
            self.store, record.encode(), ctypes.byref(error))
        if not reader:
            raise SystemExit(f"cannot read record {record}: {self._error(error)}")
        found = []

        def occurrence(_, o):
            symbol = self.lib.indexstore_occurrence_get_symbol(o)
            line, column = ctypes.c_uint(), ctypes.c_uint()
            self.lib.indexstore_occurrence_get_line_col(o, ctypes.byref(line), ctypes.byref(column))
            found.append(Occurrence(
                _text(self.lib.indexstore_symbol_get_usr(symbol)),
                _text(self.lib.indexstore_symbol_get_name(symbol)),
                self.lib.indexstore_occurrence_get_roles(o), line.value, column.value))
            return True

        callback = _EACH(occurrence)
        self.lib.indexstore_record_reader_occurrences_apply_f(reader, None, callback)
        self.lib.indexstore_record_reader_dispose(reader)
        return found
