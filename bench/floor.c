/* The C floor: pushroute's classification written with jansson alone.
 *
 *   floor [--format json|text] [--lines] FILE...
 *
 * Same rules as `pushroute classify` (docs/routing-model.md §1): Leanplum by a top-level
 * _lpm/_lpu/_lpn/_lpv, else CleverTap by a top-level key starting with W$ or wzrk_,
 * else none (with the other SDKs' signatures); content-available and mutable-content
 * are the integer 1; silent is content-available without alert, badge or sound.
 * It writes the same records (JSON through jansson's encoder, or one text line), so
 * that `make bench` compares like with like. Invalid payloads become invalid records. */
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int is_lp(const char *k) {
    return !strcmp(k, "_lpm") || !strcmp(k, "_lpu") || !strcmp(k, "_lpn") || !strcmp(k, "_lpv");
}
static int is_ct(const char *k) { return !strncmp(k, "W$", 2) || !strncmp(k, "wzrk_", 5); }
static int is_one(json_t *v) { return v && json_is_integer(v) && json_integer_value(v) == 1; }

static const char *lookalike(json_t *root, json_t *keys) {
    const char *key; json_t *value; const char *sdk = NULL;
    static const char *order[] = {"firebase", "braze", "onesignal", "airship", "iterable", NULL};
    for (int i = 0; order[i] && !sdk; i++) {
        json_object_foreach(root, key, value) {
            int hit = 0;
            if (i == 0) hit = !strcmp(key, "gcm.message_id") || !strcmp(key, "google.c.a.e") || !strcmp(key, "google.c.sender.id");
            if (i == 1) hit = (!strcmp(key, "ab") && json_is_object(value)) || !strcmp(key, "ab_uri");
            if (i == 2) hit = !strcmp(key, "custom") && json_is_object(value) && json_object_get(value, "i");
            if (i == 3) hit = !strcmp(key, "_") || !strcmp(key, "com.urbanairship.metadata");
            if (i == 4) hit = !strcmp(key, "itbl");
            if (hit) { json_array_append_new(keys, json_string(key)); sdk = order[i]; }
        }
    }
    return sdk;
}

static unsigned long counts[4];

static void emit(FILE *out, int json, const char *file, int line, json_t *root, json_error_t *err) {
    json_t *rec = json_object(), *matched = json_array(), *shadow = json_array(), *like_keys = json_array();
    const char *handler = NULL, *like = NULL;
    int ca = 0, mc = 0, silent = 0;
    if (root) {
        const char *key; json_t *value;
        json_t *lp = json_array(), *ct = json_array();
        if (json_is_object(root)) {
            json_object_foreach(root, key, value) {
                if (is_lp(key)) json_array_append_new(lp, json_string(key));
                else if (is_ct(key)) json_array_append_new(ct, json_string(key));
            }
        }
        json_t *aps = json_is_object(root) ? json_object_get(root, "aps") : NULL;
        if (!json_is_object(aps)) aps = NULL;
        ca = aps && is_one(json_object_get(aps, "content-available"));
        mc = aps && is_one(json_object_get(aps, "mutable-content"));
        silent = ca && !json_object_get(aps, "alert") && !json_object_get(aps, "badge") && !json_object_get(aps, "sound");
        if (json_array_size(lp)) { handler = "leanplum"; json_array_extend(matched, lp); json_array_extend(shadow, ct); counts[0]++; }
        else if (json_array_size(ct)) { handler = "clevertap"; json_array_extend(matched, ct); counts[1]++; }
        else { handler = "none"; if (json_is_object(root)) like = lookalike(root, like_keys); counts[2]++; }
        json_decref(lp); json_decref(ct);
    } else counts[3]++;
    if (!json) {
        if (handler) fprintf(out, "%s:%d: %s; content-available: %s; mutable-content: %s\n", file, line, handler, ca ? "yes" : "no", mc ? "yes" : "no");
        else fprintf(out, "%s:%d: invalid at %d:%d: %s\n", file, line, line, err->column, err->text);
        json_decref(rec); json_decref(matched); json_decref(shadow); json_decref(like_keys);
        return;
    }
    json_t *errors = json_array();
    if (!root) {
        json_array_append_new(errors, json_pack("{s:i,s:i,s:s}", "line", line, "column", err->column, "message", err->text));
    }
    json_object_set_new(rec, "input", json_string(file));
    json_object_set_new(rec, "line", json_integer(line));
    json_object_set_new(rec, "status", json_string(root ? "valid" : "invalid"));
    json_object_set_new(rec, "handler", handler ? json_string(handler) : json_null());
    json_object_set_new(rec, "matched_keys", matched);
    json_object_set_new(rec, "shadowed_keys", shadow);
    json_object_set_new(rec, "content_available", json_boolean(ca));
    json_object_set_new(rec, "mutable_content", json_boolean(mc));
    json_object_set_new(rec, "silent", json_boolean(silent));
    json_object_set_new(rec, "looks_like", like ? json_string(like) : json_null());
    json_object_set_new(rec, "looks_like_keys", like_keys);
    json_object_set_new(rec, "errors", errors);
    json_object_set_new(rec, "repairs", json_array());
    json_dumpf(rec, out, JSON_COMPACT);
    fputc('\n', out);
    json_decref(rec);
}

int main(int argc, char **argv) {
    int json = 0, lines = 0, first = 1;
    static char outbuf[1 << 16];
    setvbuf(stdout, outbuf, _IOFBF, sizeof outbuf);
    for (; first < argc && argv[first][0] == '-' && argv[first][1] == '-'; first++) {
        if (!strcmp(argv[first], "--lines")) lines = 1;
        else if (!strcmp(argv[first], "--format") && first + 1 < argc) json = !strcmp(argv[++first], "json");
    }
    char *buf = NULL; size_t cap = 0;
    for (int i = first; i < argc; i++) {
        FILE *in = fopen(argv[i], "rb");
        if (!in) { perror(argv[i]); continue; }
        if (lines) {
            ssize_t n; int line = 0;
            while ((n = getline(&buf, &cap, in)) >= 0) {
                line++;
                json_error_t err;
                json_t *root = json_loadb(buf, n, JSON_DECODE_ANY, &err);
                emit(stdout, json, argv[i], line, root, &err);
                json_decref(root);
            }
        } else {
            json_error_t err;
            json_t *root = json_loadf(in, JSON_DECODE_ANY | JSON_DISABLE_EOF_CHECK, &err);
            emit(stdout, json, argv[i], 1, root, &err);
            json_decref(root);
        }
        fclose(in);
    }
    free(buf);
    fprintf(stderr, "leanplum %lu clevertap %lu none %lu invalid %lu\n", counts[0], counts[1], counts[2], counts[3]);
    return counts[3] ? 1 : 0;
}
