# The same classification as `pushroute classify --lines --format json`, written for jq.
# Run as: jq -cR -f classify.jq corpus.ndjson
# (jq reads numbers as doubles, so it cannot tell 1 from 1.0: a known approximation.)
def lpkey: . == "_lpm" or . == "_lpu" or . == "_lpn" or . == "_lpv";
def ctkey: startswith("W$") or startswith("wzrk_");
def one: type == "number" and . == 1;
def lookalike($p):
  ($p | keys_unsorted) as $k
  | [ ["firebase", [$k[] | select(. == "gcm.message_id" or . == "google.c.a.e" or . == "google.c.sender.id")]],
      ["braze", [$k[] | select((. == "ab" and ($p.ab | type) == "object") or . == "ab_uri")]],
      ["onesignal", [$k[] | select(. == "custom" and ($p.custom | type) == "object" and ($p.custom | has("i")))]],
      ["airship", [$k[] | select(. == "_" or . == "com.urbanairship.metadata")]],
      ["iterable", [$k[] | select(. == "itbl")]] ]
  | map(select(.[1] | length > 0)) | first // null;

input_line_number as $line
| (try fromjson catch "\u0000invalid") as $p
| if $p == "\u0000invalid" then
    {input: "corpus", line: $line, status: "invalid", handler: null, matched_keys: [], shadowed_keys: [],
     content_available: false, mutable_content: false, silent: false, looks_like: null, looks_like_keys: [],
     errors: [{line: $line, column: 0, message: "invalid JSON"}], repairs: []}
  else
    (if ($p | type) == "object" then ($p | keys_unsorted) else [] end) as $k
    | [$k[] | select(lpkey)] as $lp
    | [$k[] | select(ctkey)] as $ct
    | (if ($p | type) == "object" and ($p.aps | type) == "object" then $p.aps else {} end) as $aps
    | ($aps["content-available"] | one) as $ca
    | (if ($lp | length) > 0 then "leanplum" elif ($ct | length) > 0 then "clevertap" else "none" end) as $h
    | (if $h == "none" and ($p | type) == "object" then lookalike($p) else null end) as $like
    | {input: "corpus", line: $line, status: "valid", handler: $h,
       matched_keys: (if $h == "leanplum" then $lp else $ct end),
       shadowed_keys: (if $h == "leanplum" then $ct else [] end),
       content_available: $ca, mutable_content: ($aps["mutable-content"] | one),
       silent: ($ca and ($aps | has("alert") or has("badge") or has("sound") | not)),
       looks_like: ($like // [null])[0], looks_like_keys: ($like // [null, []])[1],
       errors: [], repairs: []}
  end
