import { Controller, Inject } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import { announcementsMessages as a, type Caller, courseWatchMessage, discussionsMessages as d, referencesMessages as r } from '@simbiz/contracts';
import { Audited, CurrentCaller, DATABASE, Handles, REQUESTER, type Requester, type ReplyOf, type RequestOf, ServiceHandlers } from '@simbiz/service-kit';
import type { Kysely } from 'kysely';
import type { WorldsTables } from '../database/tables';
import { createAnnouncement, listAnnouncements, markRead, removeAnnouncement, updateAnnouncement } from './announcements';
import { viewerIn } from './course-access';
import { createReply, createThread, getThread, listThreads, pinThread, removeReply, removeThread, updateReply, updateThread } from './discussions';
import { FILE_STORE } from '../file-store';
import { addLink, attachFile, beginUpload, fileOf, listReferences, type ReferenceFiles, removeReference, updateReference } from './references';

type Db = Kysely<WorldsTables>;
/** A post changes no cached read of the world: it tells the world's open pages itself (courseChanged). */
const post = { changesWorld: false };

/** Section 2's announcements, discussions and references: thin handlers over the course's use cases. */
@Controller()
export class CourseController extends ServiceHandlers<WorldsTables> {
  constructor(
    @Inject(DATABASE) db: Kysely<WorldsTables>,
    @Inject(REQUESTER) services: Requester,
    @Inject(FILE_STORE) private readonly files: ReferenceFiles,
  ) {
    super(db, services);
  }

  @Handles(courseWatchMessage)
  async watch(@Payload() input: RequestOf<typeof courseWatchMessage>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof courseWatchMessage>> {
    const { viewer } = await viewerIn(this.db, caller, input.worldId);
    return { worldId: input.worldId, manager: viewer.manager };
  }

  @Handles(a.list)
  announcements(@Payload() input: RequestOf<typeof a.list>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof a.list>> {
    return listAnnouncements(this.db, this.services, caller, input);
  }

  @Audited(a.create, 'announcement.create', post)
  createAnnouncement(db: Db, caller: Caller, input: RequestOf<typeof a.create>) {
    return createAnnouncement(db, this.services, caller, input);
  }

  @Audited(a.update, 'announcement.update', post)
  updateAnnouncement(db: Db, caller: Caller, input: RequestOf<typeof a.update>) {
    return updateAnnouncement(db, this.services, caller, input);
  }

  @Audited(a.remove, 'announcement.remove', post)
  removeAnnouncement(db: Db, caller: Caller, input: RequestOf<typeof a.remove>) {
    return removeAnnouncement(db, this.services, caller, input);
  }

  @Audited(a.markRead, 'announcement.read', post)
  markRead(db: Db, caller: Caller, input: RequestOf<typeof a.markRead>) {
    return markRead(db, caller, input);
  }

  @Handles(d.listThreads)
  threads(@Payload() input: RequestOf<typeof d.listThreads>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof d.listThreads>> {
    return listThreads(this.db, this.services, caller, input);
  }

  @Handles(d.getThread)
  thread(@Payload() input: RequestOf<typeof d.getThread>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof d.getThread>> {
    return getThread(this.db, this.services, caller, input);
  }

  @Audited(d.createThread, 'thread.create', post)
  createThread(db: Db, caller: Caller, input: RequestOf<typeof d.createThread>) {
    return createThread(db, this.services, caller, input);
  }

  @Audited(d.updateThread, 'thread.update', post)
  updateThread(db: Db, caller: Caller, input: RequestOf<typeof d.updateThread>) {
    return updateThread(db, this.services, caller, input);
  }

  @Audited(d.pinThread, 'thread.pin', post)
  pinThread(db: Db, caller: Caller, input: RequestOf<typeof d.pinThread>) {
    return pinThread(db, this.services, caller, input);
  }

  @Audited(d.removeThread, 'thread.remove', post)
  removeThread(db: Db, caller: Caller, input: RequestOf<typeof d.removeThread>) {
    return removeThread(db, this.services, caller, input);
  }

  @Audited(d.createReply, 'reply.create', post)
  createReply(db: Db, caller: Caller, input: RequestOf<typeof d.createReply>) {
    return createReply(db, this.services, caller, input);
  }

  @Audited(d.updateReply, 'reply.update', post)
  updateReply(db: Db, caller: Caller, input: RequestOf<typeof d.updateReply>) {
    return updateReply(db, this.services, caller, input);
  }

  @Audited(d.removeReply, 'reply.remove', post)
  removeReply(db: Db, caller: Caller, input: RequestOf<typeof d.removeReply>) {
    return removeReply(db, this.services, caller, input);
  }

  @Handles(r.list)
  references(@Payload() input: RequestOf<typeof r.list>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof r.list>> {
    return listReferences(this.db, this.services, caller, input);
  }

  @Audited(r.addLink, 'reference.addLink', post)
  addLink(db: Db, caller: Caller, input: RequestOf<typeof r.addLink>) {
    return addLink(db, this.services, caller, input);
  }

  @Audited(r.update, 'reference.update', post)
  updateReference(db: Db, caller: Caller, input: RequestOf<typeof r.update>) {
    return updateReference(db, this.services, caller, input);
  }

  @Audited(r.remove, 'reference.remove', post)
  removeReference(db: Db, caller: Caller, input: RequestOf<typeof r.remove>) {
    return removeReference(db, this.services, this.files, caller, input);
  }

  @Handles(r.beginUpload)
  beginUpload(@Payload() input: RequestOf<typeof r.beginUpload>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof r.beginUpload>> {
    return beginUpload(this.db, caller, input);
  }

  @Audited(r.attachFile, 'reference.attachFile', post)
  attachFile(db: Db, caller: Caller, input: RequestOf<typeof r.attachFile>) {
    return attachFile(db, this.services, this.files, caller, input);
  }

  @Handles(r.fileOf)
  fileOf(@Payload() input: RequestOf<typeof r.fileOf>, @CurrentCaller() caller: Caller): Promise<ReplyOf<typeof r.fileOf>> {
    return fileOf(this.db, caller, input);
  }
}
