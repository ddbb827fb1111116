// A photo from the camera or the library, sent to the server as the raw image body
// (`POST /api/plants/ID/photo`), with the upload's progress.
import { answer, conditions, csrf } from "./api.js";

/// Uploads `file` (a `File` from an `<input type="file">`) as the photo of plant `id` over its
/// `version` (by default the one the page shows), calling
/// `progress(fraction)` (0 to 1) as its bytes go out. Resolves to what ``write`` answers: `{ok, body}`
/// with `body.plant`, `{conflict, body}`, or `{error}` naming why the server refused the image.
export function uploadPhoto(id, file, progress = () => {}, version = undefined) {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/plants/${id}/photo`);
    request.setRequestHeader("X-Corolla-CSRF", csrf);
    for (const [name, value] of Object.entries(conditions(id, version))) request.setRequestHeader(name, value);
    request.setRequestHeader("Content-Type", file.type || "application/octet-stream");
    request.upload.addEventListener("progress", (event) => { if (event.lengthComputable) progress(event.loaded / event.total); });
    request.addEventListener("load", () => { progress(1); resolve(answer(request.status, request.responseText, id)); });
    request.addEventListener("error", () => resolve({ error: "the connection to the server was lost" }));
    request.addEventListener("abort", () => resolve({ error: "the upload was stopped" }));
    request.send(file);
  });
}
