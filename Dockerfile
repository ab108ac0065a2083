# The russian-solitaire command in a small image, for surveys on a cluster (deploy/census-job.yaml).
# It is installed from the packed packages, as npm installs them for a user, never from the
# registry: make them first, then build the image from the repository root:
#   node scripts/pack.mjs packed
#   docker build -t russian-solitaire .
#   docker run --rm russian-solitaire survey --rule C --from 0 --count 100
FROM node:24-alpine

# The four packages (engine, dealer, solver, cli) installed together in one project, so that the
# command's dependencies are the packed ones; the image has no npm cache left behind.
WORKDIR /opt/russian-solitaire
COPY packed/*.tgz /tmp/packed/
RUN npm install --offline --omit=dev --no-audit --no-fund --no-package-lock /tmp/packed/*.tgz \
    && rm -rf /tmp/packed /root/.npm \
    && node_modules/.bin/russian-solitaire --version
ENV PATH=/opt/russian-solitaire/node_modules/.bin:$PATH

# Not root: the image's own unprivileged user (uid 1000), working in its home folder.
USER node
WORKDIR /home/node
ENTRYPOINT ["russian-solitaire"]
CMD ["--help"]
