/** The pages' only stylesheet, served by us at STYLESHEET_PATH (the CSP allows style-src 'self' only). */
export const PAGES_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;font-size:100%;line-height:1.5;color:#1b1f24;background:#f3f5f8}
body{margin:0;padding:1rem}
.card{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;margin:0 0 .5rem}
h2{font-size:1.1rem;margin:0 0 .5rem}
p{margin:.5rem 0}
.muted,.hint{color:#57606a;font-size:.9rem}
.field{margin:1rem 0}
label{display:block;font-weight:600;margin-bottom:.25rem}
input[type=email],input[type=password],input[type=text]{width:100%;font-size:1rem;padding:.65rem .75rem;border:1px solid #8c959f;border-radius:.5rem;background:#fff;color:inherit}
input:focus,button:focus,a:focus{outline:3px solid #0969da;outline-offset:2px}
.has-error input{border-color:#cf222e;border-width:2px}
.error{color:#a40e26;font-weight:600;margin:.25rem 0}
.error-summary{border:2px solid #cf222e;border-radius:.5rem;padding:.75rem 1rem;margin:1rem 0;background:#fff5f5}
.error-summary ul{margin:0;padding-left:1.25rem}
.notice{border-left:4px solid #0969da;background:#f0f6ff;padding:.5rem .75rem;border-radius:.25rem}
button{font-size:1rem;font-weight:600;padding:.7rem 1rem;border-radius:.5rem;border:1px solid transparent;cursor:pointer;width:100%}
.primary{background:#0969da;color:#fff}
.primary:hover{background:#0550ae}
.secondary{background:#fff;color:#1b1f24;border-color:#8c959f;margin-top:.5rem}
.section{margin-top:1.5rem}
.facts{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
.facts dt{font-weight:600}
.facts dd{margin:0;overflow-wrap:anywhere}
.links{padding-left:1.25rem}
.links li{margin:.35rem 0}
.danger{background:#cf222e;color:#fff}
.danger:hover{background:#a40e26}
.scopes{padding-left:1.25rem}
.scopes li{margin:.35rem 0}
.actions{display:flex;flex-direction:column;gap:.5rem;margin-top:1.25rem}
.actions form{margin:0}
a{color:#0550ae}
.apps{list-style:none;padding:0;margin:1rem 0 0}
.apps>li{border-top:1px solid #d0d7de;padding:1rem 0}
.client-id{overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9em;overflow-wrap:anywhere}
.links,.codes{padding-left:1.25rem}
.links li,.codes li{margin:.4rem 0}
@media (min-width:30rem){.card{padding:2rem}}
@media (prefers-color-scheme:dark){html{background:#0d1117;color:#e6edf3}.card{background:#161b22;box-shadow:none;border:1px solid #30363d}input[type=email],input[type=password],input[type=text],.secondary{background:#0d1117;color:#e6edf3}.muted,.hint{color:#9da7b3}.error{color:#ff8182}.error-summary{background:#2d1214}.notice{background:#0c2d6b33}a{color:#58a6ff}}
`;
