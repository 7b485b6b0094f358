#include <dlfcn.h>
#include <histedit.h>
#include <stdio.h>

// libedit is opened at run time, only when a person edits at a terminal: no other command maps
// it, and a binary on a system without libedit still runs (the editor then reads plain lines).
// Only the header is needed to build.
typedef struct {
    EditLine *(*el_init)(const char *, FILE *, FILE *, FILE *);
    void (*el_end)(EditLine *);
    const char *(*el_gets)(EditLine *, int *);
    int (*el_set)(EditLine *, int, ...);
    int (*el_get)(EditLine *, int, ...);
    int (*el_source)(EditLine *, const char *);
    const LineInfo *(*el_line)(EditLine *);
    int (*el_insertstr)(EditLine *, const char *);
    History *(*history_init)(void);
    void (*history_end)(History *);
    int (*history)(History *, HistEvent *, int, ...);
} clibedit_library;

// Fills `lib` from libedit.so.2; 0 when every function was found.
static inline int clibedit_open(clibedit_library *lib) {
    void *handle = dlopen("libedit.so.2", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) return -1;
    lib->el_init = (EditLine * (*)(const char *, FILE *, FILE *, FILE *)) dlsym(handle, "el_init");
    lib->el_end = (void (*)(EditLine *))dlsym(handle, "el_end");
    lib->el_gets = (const char *(*)(EditLine *, int *))dlsym(handle, "el_gets");
    lib->el_set = (int (*)(EditLine *, int, ...))dlsym(handle, "el_set");
    lib->el_get = (int (*)(EditLine *, int, ...))dlsym(handle, "el_get");
    lib->el_source = (int (*)(EditLine *, const char *))dlsym(handle, "el_source");
    lib->el_line = (const LineInfo *(*)(EditLine *))dlsym(handle, "el_line");
    lib->el_insertstr = (int (*)(EditLine *, const char *))dlsym(handle, "el_insertstr");
    lib->history_init = (History * (*)(void)) dlsym(handle, "history_init");
    lib->history_end = (void (*)(History *))dlsym(handle, "history_end");
    lib->history = (int (*)(History *, HistEvent *, int, ...))dlsym(handle, "history");
    if (!lib->el_init || !lib->el_end || !lib->el_gets || !lib->el_set || !lib->el_get || !lib->el_source
        || !lib->el_line || !lib->el_insertstr || !lib->history_init || !lib->history_end || !lib->history) {
        dlclose(handle);
        return -1;
    }
    return 0;
}

// el_set, el_get and history are variadic, which Swift cannot call: one fixed-argument door for
// each use LineEditing makes of them.

static inline int clibedit_set_prompt(const clibedit_library *lib, EditLine *el, char *(*prompt)(EditLine *)) {
    return lib->el_set(el, EL_PROMPT, prompt);
}

static inline int clibedit_set_editor(const clibedit_library *lib, EditLine *el, const char *mode) {
    return lib->el_set(el, EL_EDITOR, mode);
}

static inline int clibedit_set_signal(const clibedit_library *lib, EditLine *el, int handle) {
    return lib->el_set(el, EL_SIGNAL, handle);
}

static inline int clibedit_set_client_data(const clibedit_library *lib, EditLine *el, void *data) {
    return lib->el_set(el, EL_CLIENTDATA, data);
}

static inline void *clibedit_client_data(const clibedit_library *lib, EditLine *el) {
    void *data = NULL;
    if (lib->el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

static inline int clibedit_add_function(
    const clibedit_library *lib, EditLine *el, const char *name, const char *help,
    unsigned char (*function)(EditLine *, int)) {
    return lib->el_set(el, EL_ADDFN, name, help, function);
}

static inline int clibedit_bind(const clibedit_library *lib, EditLine *el, const char *key, const char *function) {
    return lib->el_set(el, EL_BIND, key, function, (const char *)NULL);
}

static inline int clibedit_use_history(const clibedit_library *lib, EditLine *el, History *h) {
    return lib->el_set(el, EL_HIST, lib->history, h);
}

static inline int clibedit_history_set_size(const clibedit_library *lib, History *h, int size) {
    HistEvent event;
    return lib->history(h, &event, H_SETSIZE, size);
}

static inline int clibedit_history_set_unique(const clibedit_library *lib, History *h, int unique) {
    HistEvent event;
    return lib->history(h, &event, H_SETUNIQUE, unique);
}

static inline int clibedit_history_enter(const clibedit_library *lib, History *h, const char *line) {
    HistEvent event;
    return lib->history(h, &event, H_ENTER, line);
}

static inline int clibedit_history_load(const clibedit_library *lib, History *h, const char *path) {
    HistEvent event;
    return lib->history(h, &event, H_LOAD, path);
}

static inline int clibedit_history_save(const clibedit_library *lib, History *h, FILE *file) {
    HistEvent event;
    return lib->history(h, &event, H_SAVE_FP, file);
}
